    vs_2_0
    dcl_position v0
    mad r0, v0, c1, v0
    mad oD0, r0, c2, v0
    mov oPos, v0

// approximately 3 instruction slots used

    vs_3_0
    dcl_position v0
    dcl_position o0
    dcl_color o1
    mad r0, v0, c1, v0
    mad o1, r0, c2, v0
    mov o0, v0

// approximately 3 instruction slots used

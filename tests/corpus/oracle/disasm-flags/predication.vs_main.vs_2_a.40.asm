    vs_2_x
    def c1, -2, 0, 0, 0
    dcl_position v0
    slt r0.x, c0.x, v0.x
    add r0.y, -v0.x, c0.y
    mad oD0.x, r0.x, r0.y, v0.x
    slt r0.x, v0.y, c0.z
    mul r0.x, r0.x, v0.y
    mad oD0.y, r0.x, c1.x, v0.y
    mov oPos, v0
    mov oD0.zw, v0

// approximately 8 instruction slots used

    vs_3_0
    def c1, -2, 0, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_color o1
    slt r0.x, c0.x, v0.x
    add r0.y, c0.y, -v0.x
    mad o1.x, r0.x, r0.y, v0.x
    slt r0.x, v0.y, c0.z
    mul r0.x, r0.x, v0.y
    mad o1.y, r0.x, c1.x, v0.y
    mov o0, v0
    mov o1.zw, v0

// approximately 8 instruction slots used

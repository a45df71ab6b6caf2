    vs_2_0
    def c10, 1, 2, 3, 4
    def c11, 5, 0, 0, 0
    dcl_position v0
    dp4 oPos.x, v0, c6
    dp4 oPos.y, v0, c7
    dp4 oPos.z, v0, c8
    dp4 oPos.w, v0, c9
    mul oT0, v0, c0
    mov r0, c10
    mad oT1, v0, c1, r0.x
    mad oT2, v0, c2, r0.y
    mad oT3, v0, c3, r0.z
    mad oT4, v0, c4, r0.w
    mov r0, c5
    mad oT5, v0, r0, c11.x

// approximately 12 instruction slots used

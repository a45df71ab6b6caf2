    vs_2_0
    def c14, 1, 0, 0, 0
    dcl_position v0
    dcl_normal v1
    mul r0.xyz, v1.y, c9
    mad r0.xyz, c8, v1.x, r0
    mad r0.xyz, c10, v1.z, r0
    add oT0.xyz, r0, r0
    dp4 oT1.x, c4, v0
    dp4 oT1.y, c5, v0
    dp4 oT1.z, c6, v0
    dp4 oT1.w, c7, v0
    dp4 r0.x, v0, c11
    dp4 r0.y, v0, c12
    dp4 r0.z, v0, c13
    mov r0.w, c14.x
    dp4 oPos.x, r0, c0
    dp4 oPos.y, r0, c1
    dp4 oPos.z, r0, c2
    dp4 oPos.w, r0, c3

// approximately 16 instruction slots used

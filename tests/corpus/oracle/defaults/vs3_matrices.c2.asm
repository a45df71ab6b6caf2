    vs_3_0
    def c10, 0x3f800000, 0x00000000, 0x00000000, 0x00000000
    dcl_position v0
    dcl_position o0
    dp4 r0.x, v0, c0
    dp4 r0.y, c4, v0
    add r0.x, r0.y, r0.x
    dp4 r0.w, v0, c1
    dp4 r1.x, c5, v0
    add r0.y, r0.w, r1.x
    dp4 r0.w, v0, c2
    dp4 r1.x, c6, v0
    add r0.z, r0.w, r1.x
    add r0.xyz, r0, c9
    dp4 r1.x, v0, c3
    add r1.x, r1.x, c9.w
    add r0.w, r1.x, c7.x
    mov r1.x, c7.x
    mov r1.w, c8.x
    add r0, r0, r1.xxxw
    mov r1.xy, c10
    mad r1, c8.x, r1.xxxy, r1.yyyx
    add o0, r0, r1

// approximately 19 instruction slots used

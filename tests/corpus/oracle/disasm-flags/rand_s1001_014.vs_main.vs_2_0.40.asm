    vs_2_0
    def c5, 0.810000002, 0.330000013, 0.280000001, 0
    def c6, -0.13919282, 0.172993734, 0, 0
    dcl_position v0
    mov r0.x, c4.x
    dp3 r0.x, c5, r0.x
    mul r0.xy, r0.x, c6
    exp oT0.z, r0.x
    exp oT0.w, r0.y
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3
    mov oT0.xy, c4.wzzw

// approximately 10 instruction slots used

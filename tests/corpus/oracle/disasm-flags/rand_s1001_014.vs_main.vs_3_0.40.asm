    vs_3_0
    def c5, 0.810000002, 0.330000013, 0.280000001, 0
    def c6, -0.13919282, 0.172993734, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_texcoord o1
    mov r0.x, c4.x
    dp3 r0.x, c5, r0.x
    mul r0.xy, r0.x, c6
    exp o1.z, r0.x
    exp o1.w, r0.y
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3
    mov o1.xy, c4.wzzw

// approximately 10 instruction slots used

    vs_3_0
    def c5, 1.24498999, 1.10453606, 0.766159236, 1.37840486
    def c6, 0.00100000005, 0, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_texcoord o1
    add r0.x, c6.x, v0.w
    dp4 r0.y, r0.x, r0.x
    rsq r0.y, r0.y
    mul r0.x, r0.y, r0.x
    mov r0.w, c4.w
    max r1, r0.w, c5
    min o1, r0.x, r1
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3

// approximately 11 instruction slots used

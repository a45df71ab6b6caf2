    vs_3_sw
    def c5, 1, 0, 0, 0
    dcl_position v0
    dcl_texcoord v1
    dcl_2d s0
    dcl_position o0
    dcl_texcoord o1.xy
    dcl_texcoord1 o2.x
    mul r0, c5.xxyy, v1.xyxx
    texldl r0, r0, s0
    mad r1.y, r0.x, c4.x, v0.y
    mov o2.x, r0.x
    mov r1.xzw, v0
    dp4 o0.x, r1, c0
    dp4 o0.y, r1, c1
    dp4 o0.z, r1, c2
    dp4 o0.w, r1, c3
    mov o1.xy, v1

// approximately 11 instruction slots used (2 texture, 9 arithmetic)

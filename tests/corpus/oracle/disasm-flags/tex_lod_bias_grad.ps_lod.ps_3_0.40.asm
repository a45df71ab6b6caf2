    ps_3_0
    def c1, 1, 0, 2, 0
    dcl_texcoord v0.xy
    dcl_2d s0
    dcl_2d s1
    mul r0.xyz, c1.xxyw, v0.xyxw
    mov r0.w, c0.x
    texldl r0, r0, s0
    mul r1, c1.zzyy, v0.xyxx
    texldl r1, r1, s1
    add oC0, r0, r1

// approximately 8 instruction slots used (4 texture, 4 arithmetic)

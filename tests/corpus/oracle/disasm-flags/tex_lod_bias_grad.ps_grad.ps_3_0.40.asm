    ps_3_0
    dcl_texcoord v0.xy
    dcl_texcoord1 v1.xy
    dcl_2d s0
    mul r0.xy, c0.x, v1
    mov r1.xy, v1
    texldd oC0, v0, s0, r0, r1.yxzw

// approximately 5 instruction slots used (1 texture, 4 arithmetic)

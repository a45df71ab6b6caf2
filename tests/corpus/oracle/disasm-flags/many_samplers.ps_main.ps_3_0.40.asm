    ps_3_0
    dcl_texcoord v0.xy
    dcl_texcoord1 v1.xy
    dcl_2d s0
    dcl_2d s1
    dcl_2d s2
    dcl_2d s3
    dcl_2d s4
    dcl_2d s5
    dcl_2d s6
    dcl_2d s7
    add r0.xy, v0, v0
    texld r0, r0, s5
    texld r1, v0, s0
    texld r1, r1, s1
    add r1.zw, r1, v1.xyxy
    texld r2, r1, s7
    texld r1, r1.zwzw, s2
    texld r3, r1, s3
    texld r1, r1.zwzw, s6
    texld r4, v1, s4
    add r3, r3, r4
    add r0, r0, r3
    mad r1, r1, r2, -r0
    mad oC0, c0, r1, r0

// approximately 14 instruction slots used (8 texture, 6 arithmetic)

    ps_3_0
    def c4, 1, 2, 3, 0
    dcl_texcoord v0
    mul r0, c0, v0
    mad r0, v0, c1, r0
    add r0, r0, c4.x
    mad r0, v0, c2, r0
    add r0, r0, c4.y
    mad r0, v0, c3, r0
    add oC0, r0, c4.z

// approximately 7 instruction slots used

    ps_3_0
    dcl_texcoord v0
    dcl_2d s0
    texldp oC0, v0, s0

// approximately 1 instruction slot used (1 texture, 0 arithmetic)

    ps_3_0
    dcl_texcoord v1.xy
    dcl_color v0
    dcl_2d s0
    texld r0, v1, s0
    mul oC0, r0, v0

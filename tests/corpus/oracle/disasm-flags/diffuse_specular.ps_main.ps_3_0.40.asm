    ps_3_0
    dcl_color v0
    dcl_texcoord v1.xyz
    dcl_texcoord1 v2.xyz
    dp3 r0.x, v2, v2
    rsq r0.x, r0.x
    mad r0.xyz, v2, r0.x, -c0
    nrm r1.xyz, r0
    nrm r0.xyz, v1
    dp3_sat r0.x, r0, r1
    pow r1.x, r0.x, c1.x
    add oC0, r1.x, v0

// approximately 14 instruction slots used

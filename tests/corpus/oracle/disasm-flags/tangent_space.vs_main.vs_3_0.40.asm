    vs_3_0
    dcl_position v0
    dcl_normal v1
    dcl_tangent v2
    dcl_binormal v3
    dcl_texcoord v4
    dcl_position o0
    dcl_texcoord o1.xy
    dcl_texcoord1 o2.xyz
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3
    dp3 o2.x, v2, c4
    dp3 o2.y, v3, c4
    dp3 o2.z, v1, c4
    mov o1.xy, v4

// approximately 8 instruction slots used

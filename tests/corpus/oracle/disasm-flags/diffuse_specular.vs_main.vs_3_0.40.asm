    vs_3_0
    dcl_position v0
    dcl_normal v1
    dcl_texcoord v2
    dcl_position o0
    dcl_color o1
    dcl_texcoord o2.xyz
    dcl_texcoord1 o3.xyz
    dcl_texcoord2 o4.xy
    dp4 r0.w, v0, c3
    dp4 r0.x, v0, c0
    dp4 r0.y, v0, c1
    dp4 r0.z, v0, c2
    dp4 o0.x, r0, c4
    dp4 o0.y, r0, c5
    dp4 o0.z, r0, c6
    dp4 o0.w, r0, c7
    add o3.xyz, -r0, c9
    dp3 r0.x, v1, c0
    dp3 r0.y, v1, c1
    dp3 r0.z, v1, c2
    nrm r1.xyz, r0
    dp3_sat r0.x, r1, -c8
    mov o2.xyz, r1
    add o1, r0.x, c10
    mov o4.xy, v2

// approximately 19 instruction slots used

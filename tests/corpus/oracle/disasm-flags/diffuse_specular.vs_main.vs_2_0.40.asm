    vs_2_0
    def c11, 0, 1, 0, 0
    dcl_position v0
    dcl_normal v1
    dcl_texcoord v2
    dp4 r0.w, v0, c3
    dp4 r0.x, v0, c0
    dp4 r0.y, v0, c1
    dp4 r0.z, v0, c2
    dp4 oPos.x, r0, c4
    dp4 oPos.y, r0, c5
    dp4 oPos.z, r0, c6
    dp4 oPos.w, r0, c7
    add oT1.xyz, -r0, c9
    dp3 r0.x, v1, c0
    dp3 r0.y, v1, c1
    dp3 r0.z, v1, c2
    nrm r1.xyz, r0
    dp3 r0.x, r1, -c8
    mov oT0.xyz, r1
    max r0.x, r0.x, c11.x
    min r0.x, r0.x, c11.y
    add oD0, r0.x, c10
    mov oT2.xy, v2

// approximately 21 instruction slots used

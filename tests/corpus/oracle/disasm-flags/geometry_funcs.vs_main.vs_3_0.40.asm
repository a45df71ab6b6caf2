    vs_3_0
    dcl_position v0
    dcl_normal v1
    dcl_tangent v2
    dcl_position o0
    dcl_texcoord o1.xyz
    dcl_texcoord1 o2.x
    mov r0.xyz, v1
    mul r1.xyz, r0.zxyw, v2.yzxw
    mad o1.xyz, r0.yzxw, v2.zxyw, -r1
    add r0.xyz, -c4, v0
    dp3 r0.x, r0, r0
    rsq r0.x, r0.x
    rcp o2.x, r0.x
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3

// approximately 11 instruction slots used

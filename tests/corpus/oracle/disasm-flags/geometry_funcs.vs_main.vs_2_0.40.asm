    vs_2_0
    dcl_position v0
    dcl_normal v1
    dcl_tangent v2
    mov r0.xyz, v1
    mul r1.xyz, r0.zxyw, v2.yzxw
    mad oT0.xyz, r0.yzxw, v2.zxyw, -r1
    add r0.xyz, v0, -c4
    dp3 r0.x, r0, r0
    rsq r0.x, r0.x
    rcp oT1.x, r0.x
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 11 instruction slots used

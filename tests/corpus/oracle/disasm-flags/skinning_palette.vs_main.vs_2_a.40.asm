    vs_2_x
    def c82, 255.001953, 3, 1, 0
    dcl_position v0
    dcl_normal v1
    dcl_blendweight v2
    dcl_blendindices v3
    mul r0.xyz, v3, c82.x
    frc r1.xyz, r0
    add r2.xyz, r0, -r1
    slt r1.xyz, -r1, r1
    slt r0.xyz, r0, -r0
    mad r0.xyz, r0, r1, r2
    mul r0.xyz, r0, c82.y
    mova a0.xyz, r0.yxzw
    dp4 r1.x, v0, c0[a0.x]
    dp4 r1.y, v0, c1[a0.x]
    dp4 r1.z, v0, c2[a0.x]
    mul r1.xyz, r1, v2.y
    dp4 r0.x, v0, c0[a0.y]
    dp4 r0.y, v0, c1[a0.y]
    dp4 r0.z, v0, c2[a0.y]
    mad r0.xyz, r0, v2.x, r1
    dp4 r1.x, v0, c0[a0.z]
    dp4 r1.y, v0, c1[a0.z]
    dp4 r1.z, v0, c2[a0.z]
    mad r0.xyz, r1, v2.z, r0
    mov r0.w, c82.z
    dp4 oPos.x, r0, c78
    dp4 oPos.y, r0, c79
    dp4 oPos.z, r0, c80
    dp4 oPos.w, r0, c81
    dp3 r0.x, v1, c0[a0.x]
    dp3 r0.y, v1, c1[a0.x]
    dp3 r0.z, v1, c2[a0.x]
    mul r0.xyz, r0, v2.y
    dp3 r1.x, v1, c0[a0.y]
    dp3 r1.y, v1, c1[a0.y]
    dp3 r1.z, v1, c2[a0.y]
    mad r0.xyz, r1, v2.x, r0
    dp3 r1.x, v1, c0[a0.z]
    dp3 r1.y, v1, c1[a0.z]
    dp3 r1.z, v1, c2[a0.z]
    mad r0.xyz, r1, v2.z, r0
    dp3 r0.w, r0, r0
    rsq r0.w, r0.w
    mul oT0.xyz, r0.w, r0

// approximately 40 instruction slots used

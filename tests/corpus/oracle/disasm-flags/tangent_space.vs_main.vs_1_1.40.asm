    vs_1_1
    dcl_position v0
    dcl_normal v1
    dcl_tangent v2
    dcl_binormal v3
    dcl_texcoord v4
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3
    dp3 oT1.x, v2, c4
    dp3 oT1.y, v3, c4
    dp3 oT1.z, v1, c4
    mov oT0.xy, v4

// approximately 8 instruction slots used

    vs_2_x
    def c5, 0.707099974, -1, 0, 0
    dcl_position v0
    dcl_texcoord v1
    add r0.xyz, v1.yyzw, c5.x
    dp3 r0.x, c4.w, r0
    add oT0, r0.x, c5.y
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 7 instruction slots used

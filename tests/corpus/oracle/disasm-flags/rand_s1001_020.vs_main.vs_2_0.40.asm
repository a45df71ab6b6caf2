    vs_2_0
    dcl_position v0
    dcl_texcoord v1
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3
    mov oT0, v1.yyzz

// approximately 5 instruction slots used

    vs_2_x
    dcl_position v0
    exp oT0.xy, v0.y
    exp oT0.zw, v0.z
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 6 instruction slots used

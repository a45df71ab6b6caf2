    vs_2_x
    dcl_position v0
    dcl_color v1
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3
    mul oD0, v1, c4

// approximately 5 instruction slots used

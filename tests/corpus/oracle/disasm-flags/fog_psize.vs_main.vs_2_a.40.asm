    vs_2_x
    def c6, 1, 0, 0.00100000005, 0
    dcl_position v0
    dcl_color v1
    dcl_color1 v2
    dcl_psize v3
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 r0.z, v0, c2
    add r0.x, r0.z, -c4.x
    mov r1.x, c6.x
    mad r0.x, r0.x, -c4.y, r1.x
    max r0.x, r0.x, c6.y
    min oFog, r0.x, c6.x
    mul r0.x, v3.x, c5.x
    dp4 r0.w, v0, c3
    max r0.y, r0.w, c6.z
    mov oPos.zw, r0
    rcp r0.y, r0.y
    mul oPts, r0.y, r0.x
    mov oD0, v1
    mov oD1, v2.zyxw

// approximately 16 instruction slots used

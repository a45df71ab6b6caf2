    vs_3_0
    def c6, 1, 0.00100000005, 0, 0
    dcl_position v0
    dcl_color v1
    dcl_color1 v2
    dcl_psize v3
    dcl_position o0
    dcl_color o1
    dcl_color1 o2
    dcl_fog o3.x
    dcl_psize o4
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 r0.z, v0, c2
    add r0.x, r0.z, -c4.x
    mov r0.y, c4.y
    mad_sat o3.x, r0.x, -r0.y, c6.x
    mul r0.x, c5.x, v3.x
    dp4 r0.w, v0, c3
    max r0.y, r0.w, c6.y
    mov o0.zw, r0
    rcp r0.y, r0.y
    mul o4, r0.y, r0.x
    mov o1, v1
    mov o2, v2.zyxw

// approximately 14 instruction slots used

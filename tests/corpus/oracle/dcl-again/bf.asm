vs_2_0
dcl_position v0.xy
dcl_normal v0.zw
mov oPos, v0

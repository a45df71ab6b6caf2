ps_4_0
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyz
dcl_output o0.xyzw
dcl_temps 2
deriv_rtx r0.xyz, v2.xyzx
deriv_rty r1.xyz, v2.xyzx
add r0.xyz, |r0.xyzx|, |r1.xyzx|
mul r0.xyz, r0.xyzx, l(1.500000, 1.500000, 1.500000, 0.000000)
div r0.xyz, l(1.000000, 1.000000, 1.000000, 1.000000), r0.xyzx
mul_sat r0.xyz, r0.xyzx, v2.xyzx
mad r1.xyz, r0.xyzx, l(-2.000000, -2.000000, -2.000000, 0.000000), l(3.000000, 3.000000, 3.000000, 0.000000)
mul r0.xyz, r0.xyzx, r0.xyzx
mul r0.xyz, r0.xyzx, r1.xyzx
min r0.x, r0.y, r0.x
min o0.y, r0.z, r0.x
mul r0.xy, v1.xyxx, l(16.000000, 16.000000, 0.000000, 0.000000)
deriv_rtx r0.zw, r0.xxxy
deriv_rty r0.xy, r0.xyxx
add r0.xy, |r0.xyxx|, |r0.zwzz|
mad r0.zw, v1.xxxy, l(0.000000, 0.000000, 16.000000, 16.000000), l(0.000000, 0.000000, -0.500000, -0.500000)
frc r0.zw, r0.zzzw
add r0.zw, r0.zzzw, l(0.000000, 0.000000, -0.500000, -0.500000)
div r0.xy, |r0.zwzz|, r0.xyxx
min r0.x, r0.y, r0.x
min o0.x, r0.x, l(1.000000)
deriv_rtx r0.x, v1.x
mul o0.z, r0.x, l(100.000000)
deriv_rty r0.x, v1.y
mul o0.w, r0.x, l(100.000000)
ret 

ps_5_0
dcl_globalFlags refactoringAllowed
dcl_input_ps linear v1.xyz
dcl_output o0.xyzw
dcl_temps 4
deriv_rtx_fine r0.xyz, v1.zxyz
deriv_rty_fine r1.xyz, v1.yzxy
mul r2.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r0.zxyz, r1.yzxy, -r2.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
deriv_rtx_coarse r1.xyz, v1.zxyz
deriv_rty_coarse r2.xyz, v1.yzxy
mul r3.xyz, r1.xyzx, r2.xyzx
mad r1.xyz, r1.zxyz, r2.yzxy, -r3.xyzx
dp3 r0.w, r1.xyzx, r1.xyzx
rsq r0.w, r0.w
mad r1.xyz, -r1.xyzx, r0.wwww, r0.xyzx
mad o0.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000), l(0.500000, 0.500000, 0.500000, 0.000000)
dp3 r0.x, r1.xyzx, r1.xyzx
sqrt o0.w, r0.x
ret 

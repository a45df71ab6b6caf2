ps_4_1
dcl_globalFlags refactoringAllowed
dcl_input_ps linear sample v1.xyzw
dcl_input_ps linear noperspective sample v2.xy
dcl_input_ps linear centroid v3.xyz
dcl_output o0.xyzw
dcl_temps 1
dp3 r0.x, v3.xyzx, v3.xyzx
rsq r0.x, r0.x
mul r0.zw, r0.xxxx, v3.xxxy
mov r0.xy, v2.xyxx
mul o0.xyzw, r0.xyzw, v1.xyzw
ret 

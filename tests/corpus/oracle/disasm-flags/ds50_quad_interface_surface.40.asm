ds_5_0
dcl_input_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb1[4], immediateIndexed
dcl_function_body fb0
dcl_function_body fb1
dcl_function_table ft0 = {fb0}
dcl_function_table ft1 = {fb1}
dcl_interface fp0[1][1] = {ft0, ft1}
dcl_input vDomain.xy
dcl_input vicp[4][0].xy
dcl_output_siv o0.xyzw, position
dcl_temps 4
add r0.xy, -vicp[0][0].xyxx, vicp[1][0].xyxx
mad r0.xy, vDomain.xxxx, r0.xyxx, vicp[0][0].xyxx
add r0.zw, -vicp[3][0].xxxy, vicp[2][0].xxxy
mad r0.zw, vDomain.xxxx, r0.zzzw, vicp[3][0].xxxy
add r0.zw, -r0.xxxy, r0.zzzw
mad r0.xy, vDomain.yyyy, r0.zwzz, r0.xyxx
fcall fp0[0][0]
mov r1.w, l(1.000000)
dp4 o0.x, r1.xyzw, cb1[0].xyzw
dp4 o0.y, r1.xyzw, cb1[1].xyzw
dp4 o0.z, r1.xyzw, cb1[2].xyzw
dp4 o0.w, r1.xyzw, cb1[3].xyzw
ret 
label fb0
mul r0.zw, r0.yyyx, l(0.000000, 0.000000, 6.283185, 6.283185)
sincos r2.xy, r3.xy, r0.zwzz
mov r0.zw, this[0].yyyx
mad r2.z, cb[r0.w + 0][r0.z + 0].y, r3.x, cb[r0.w + 0][r0.z + 0].x
mul r1.x, r3.y, r2.z
mul r1.y, r2.x, cb[r0.w + 0][r0.z + 0].y
mad r0.z, cb[r0.w + 0][r0.z + 0].y, r3.x, cb[r0.w + 0][r0.z + 0].x
mul r1.z, r2.y, r0.z
ret 
label fb1
mul r0.xy, r0.xyxx, l(6.283185, 3.141593, 0.000000, 0.000000)
sincos r0.zw, null, r0.yyyx
sincos null, r2.yz, r0.xxyx
mul r2.x, r0.z, r2.y
mul r2.w, r0.w, r0.z
mov r0.xy, this[0].yxyy
mul r1.xyz, r2.xzwx, cb[r0.y + 0][r0.x + 0].xxxx
ret 

ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb1[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_function_body fb0
dcl_function_body fb1
dcl_function_body fb2
dcl_function_body fb3
dcl_function_body fb4
dcl_function_table ft0 = {fb0}
dcl_function_table ft1 = {fb1}
dcl_function_table ft2 = {fb2}
dcl_function_table ft3 = {fb3}
dcl_function_table ft4 = {fb4}
dcl_interface fp0[1][1] = {ft0, ft1, ft2}
dcl_interface fp1[1][1] = {ft3, ft4}
dcl_input_ps linear v1.xyz
dcl_input_ps linear v2.xyz
dcl_input_ps linear v3.xy
dcl_output o0.xyzw
dcl_temps 4
dp3 r0.x, v1.xyzx, v1.xyzx
rsq r0.x, r0.x
mul r0.xyz, r0.xxxx, v1.xyzx
fcall fp0[0][0]
fcall fp1[0][0]
mov r1.w, l(1.000000)
mul o0.xyzw, r0.xyzw, r1.xyzw
ret 
label fb0
dp3_sat r0.w, r0.xyzx, cb1[0].xyzx
mov r2.xy, this[0].yxyy
mul r0.w, r0.w, cb[r2.y + 0][r2.x + 0].w
round_ni r0.w, r0.w
mul r3.xyz, r0.wwww, cb[r2.y + 0][r2.x + 0].xyzx
div r1.xyz, r3.xyzx, cb[r2.y + 0][r2.x + 0].wwww
ret 
label fb1
dp3 r0.w, v2.xyzx, v2.xyzx
rsq r0.w, r0.w
mul r2.xyz, r0.wwww, v2.xyzx
dp3_sat r0.w, r0.xyzx, cb1[0].xyzx
dp3 r2.w, -cb1[0].xyzx, r0.xyzx
add r2.w, r2.w, r2.w
mad r3.xyz, r0.xyzx, -r2.wwww, -cb1[0].xyzx
dp3_sat r2.x, r3.xyzx, r2.xyzx
log r2.x, r2.x
mov r2.yz, this[0].yyxy
mul r2.x, r2.x, cb[r2.z + 0][r2.y + 0].w
exp r2.x, r2.x
mad r1.xyz, cb[r2.z + 0][r2.y + 0].xyzx, r0.wwww, r2.xxxx
ret 
label fb2
dp3_sat r0.x, r0.xyzx, cb1[0].xyzx
mov r0.yz, this[0].yyxy
mul r1.xyz, r0.xxxx, cb[r0.z + 0][r0.y + 0].xyzx
ret 
label fb3
mov r2.xy, this[1].yxyy
mov r0.xyzw, cb[r2.y + 0][r2.x + 0].xyzw
ret 
label fb4
sample_indexable(texture2d)(float,float,float,float) r0.xyzw, v3.xyxx, t0.xyzw, s0
ret 

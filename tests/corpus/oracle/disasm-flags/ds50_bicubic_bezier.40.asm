ds_5_0
dcl_input_control_point_count 16
dcl_tessellator_domain domain_quad
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input vpc0.yzw
dcl_input vDomain.xy
dcl_input vicp[16][0].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_temps 22
mul r0.xy, vDomain.xyxx, vDomain.xyxx
mul r0.xy, r0.xyxx, vDomain.xyxx
mul r1.xyz, r0.xxxx, vicp[3][0].yzxy
add r0.zw, -vDomain.xxxy, l(0.000000, 0.000000, 1.000000, 1.000000)
mul r2.xyzw, r0.zzww, r0.zzww
mul r3.xy, r0.zwzz, r2.ywyy
mul r4.xyz, r3.xxxx, vicp[0][0].yzxy
mul r3.zw, vDomain.xxxy, l(0.000000, 0.000000, 3.000000, 3.000000)
mul r5.xy, r2.ywyy, r3.zwzz
mul r3.zw, r3.zzzw, vDomain.xxxy
mul r6.xyz, r5.xxxx, vicp[1][0].yzxy
mul r7.xyz, r3.yyyy, r6.zxyz
mad r7.xyz, r4.zxyz, r3.yyyy, r7.xyzx
mul r5.zw, r0.zzzw, r3.zzzw
mul r0.zw, r0.zzzw, vDomain.xxxy
mul r8.xyz, r5.zzzz, vicp[2][0].yzxy
mad r7.xyz, r8.zxyz, r3.yyyy, r7.xyzx
mad r7.xyz, r1.zxyz, r3.yyyy, r7.xyzx
mul r9.xyz, r3.xxxx, vicp[4][0].yzxy
mad r7.xyz, r9.zxyz, r5.yyyy, r7.xyzx
mul r10.xyz, r5.xxxx, vicp[5][0].yzxy
mad r7.xyz, r10.zxyz, r5.yyyy, r7.xyzx
mul r11.xyz, r5.zzzz, vicp[6][0].yzxy
mad r7.xyz, r11.zxyz, r5.yyyy, r7.xyzx
mul r12.xyz, r0.xxxx, vicp[7][0].yzxy
mad r7.xyz, r12.zxyz, r5.yyyy, r7.xyzx
mul r13.xyz, r3.xxxx, vicp[8][0].yzxy
mad r7.xyz, r13.zxyz, r5.wwww, r7.xyzx
mul r14.xyz, r5.xxxx, vicp[9][0].yzxy
mad r7.xyz, r14.zxyz, r5.wwww, r7.xyzx
mul r15.xyz, r5.zzzz, vicp[10][0].yzxy
mad r7.xyz, r15.zxyz, r5.wwww, r7.xyzx
mul r16.xyz, r0.xxxx, vicp[11][0].yzxy
mad r7.xyz, r16.zxyz, r5.wwww, r7.xyzx
mul r17.xyz, r3.xxxx, vicp[12][0].yzxy
mad r7.xyz, r17.zxyz, r0.yyyy, r7.xyzx
mul r18.xyz, r5.xxxx, vicp[13][0].yzxy
mad r7.xyz, r18.zxyz, r0.yyyy, r7.xyzx
mul r19.xyz, r5.zzzz, vicp[14][0].yzxy
mad r7.xyz, r19.zxyz, r0.yyyy, r7.xyzx
mul r20.xyz, r0.xxxx, vicp[15][0].yzxy
mad r7.xyz, r20.zxyz, r0.yyyy, r7.xyzx
add r21.xyz, -r7.xyzx, vpc0.yzwy
mad r7.xyz, r21.xyzx, l(0.001000, 0.001000, 0.001000, 0.000000), r7.xyzx
mov r7.w, l(1.000000)
dp4 o0.x, r7.xyzw, cb0[0].xyzw
dp4 o0.y, r7.xyzw, cb0[1].xyzw
dp4 o0.z, r7.xyzw, cb0[2].xyzw
dp4 o0.w, r7.xyzw, cb0[3].xyzw
mul r5.xz, r0.zzwz, l(6.000000, 0.000000, 6.000000, 0.000000)
mad r0.xz, r0.zzwz, l(6.000000, 0.000000, 6.000000, 0.000000), -r3.zzwz
mad r2.yw, r2.yyyw, l(0.000000, 3.000000, 0.000000, 3.000000), -r5.xxxz
mul r2.xz, r2.xxzx, l(-3.000000, 0.000000, -3.000000, 0.000000)
mul r7.xyz, r2.yyyy, vicp[1][0].zxyz
mul r7.xyz, r3.yyyy, r7.xyzx
mul r21.xyz, r2.xxxx, vicp[0][0].zxyz
mad r7.xyz, r21.xyzx, r3.yyyy, r7.xyzx
mul r21.xyz, r0.xxxx, vicp[2][0].zxyz
mad r7.xyz, r21.xyzx, r3.yyyy, r7.xyzx
mul r21.xyz, r3.zzzz, vicp[3][0].zxyz
mad r7.xyz, r21.xyzx, r3.yyyy, r7.xyzx
mul r21.xyz, r2.xxxx, vicp[4][0].zxyz
mad r7.xyz, r21.xyzx, r5.yyyy, r7.xyzx
mul r21.xyz, r2.yyyy, vicp[5][0].zxyz
mad r7.xyz, r21.xyzx, r5.yyyy, r7.xyzx
mul r21.xyz, r0.xxxx, vicp[6][0].zxyz
mad r7.xyz, r21.xyzx, r5.yyyy, r7.xyzx
mul r21.xyz, r3.zzzz, vicp[7][0].zxyz
mad r5.xyz, r21.xyzx, r5.yyyy, r7.xyzx
mul r7.xyz, r2.xxxx, vicp[8][0].zxyz
mad r5.xyz, r7.xyzx, r5.wwww, r5.xyzx
mul r7.xyz, r2.yyyy, vicp[9][0].zxyz
mad r5.xyz, r7.xyzx, r5.wwww, r5.xyzx
mul r7.xyz, r0.xxxx, vicp[10][0].zxyz
mad r5.xyz, r7.xyzx, r5.wwww, r5.xyzx
mul r7.xyz, r3.zzzz, vicp[11][0].zxyz
mad r5.xyz, r7.xyzx, r5.wwww, r5.xyzx
mul r7.xyz, r2.xxxx, vicp[12][0].zxyz
mad r5.xyz, r7.xyzx, r0.yyyy, r5.xyzx
mul r7.xyz, r2.yyyy, vicp[13][0].zxyz
mad r5.xyz, r7.xyzx, r0.yyyy, r5.xyzx
mul r7.xyz, r0.xxxx, vicp[14][0].zxyz
mad r5.xyz, r7.xyzx, r0.yyyy, r5.xyzx
mul r3.xyz, r3.zzzz, vicp[15][0].zxyz
mad r0.xyw, r3.xyxz, r0.yyyy, r5.xyxz
mul r3.xyz, r2.zzzz, r6.xyzx
mad r3.xyz, r4.xyzx, r2.zzzz, r3.xyzx
mad r3.xyz, r8.xyzx, r2.zzzz, r3.xyzx
mad r1.xyz, r1.xyzx, r2.zzzz, r3.xyzx
mad r1.xyz, r9.xyzx, r2.wwww, r1.xyzx
mad r1.xyz, r10.xyzx, r2.wwww, r1.xyzx
mad r1.xyz, r11.xyzx, r2.wwww, r1.xyzx
mad r1.xyz, r12.xyzx, r2.wwww, r1.xyzx
mad r1.xyz, r13.xyzx, r0.zzzz, r1.xyzx
mad r1.xyz, r14.xyzx, r0.zzzz, r1.xyzx
mad r1.xyz, r15.xyzx, r0.zzzz, r1.xyzx
mad r1.xyz, r16.xyzx, r0.zzzz, r1.xyzx
mad r1.xyz, r17.xyzx, r3.wwww, r1.xyzx
mad r1.xyz, r18.xyzx, r3.wwww, r1.xyzx
mad r1.xyz, r19.xyzx, r3.wwww, r1.xyzx
mad r1.xyz, r20.xyzx, r3.wwww, r1.xyzx
mul r2.xyz, r0.xywx, r1.xyzx
mad r0.xyz, r0.wxyw, r1.yzxy, -r2.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul o1.xyz, r0.wwww, r0.xyzx
ret 

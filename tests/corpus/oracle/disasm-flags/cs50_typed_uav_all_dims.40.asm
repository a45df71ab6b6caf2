cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_typed_texture1d (float,float,float,float) u0
dcl_uav_typed_texture1darray (float,float,float,float) u1
dcl_uav_typed_texture2d (uint,uint,uint,uint) u2
dcl_uav_typed_texture2darray (sint,sint,sint,sint) u3
dcl_uav_typed_texture3d (float,float,float,float) u4
dcl_uav_typed_buffer (uint,uint,uint,uint) u5
dcl_input vThreadID.xyz
dcl_temps 2
dcl_thread_group 4, 4, 4
ld_uav_typed_indexable(texture1d)(float,float,float,float) r0.x, vThreadID.xxxx, u0.xyzw
ld_uav_typed_indexable(texture2d)(uint,uint,uint,uint) r1.x, vThreadID.xyyy, u2.xyzw
ld_uav_typed_indexable(texture2darray)(sint,sint,sint,sint) r1.y, vThreadID.xyzz, u3.yxzw
ishl r1.z, vThreadID.y, l(2)
iadd r1.z, r1.z, vThreadID.x
ld_uav_typed_indexable(buffer)(uint,uint,uint,uint) r1.z, r1.zzzz, u5.yzxw
utof r1.w, r1.x
mad r1.w, r0.x, l(0.500000), r1.w
store_uav_typed u0.xyzw, vThreadID.xxxx, r1.wwww
itof r0.z, r1.y
iadd r1.y, -r1.z, r1.y
store_uav_typed u3.xyzw, vThreadID.xyzz, r1.yyyy
store_uav_typed u1.xyzw, vThreadID.xyyy, r0.xzxx
iadd r1.y, r1.z, r1.x
store_uav_typed u2.xyzw, vThreadID.xyyy, r1.yyyy
xor r1.y, r1.x, r1.z
utof r0.yw, r1.xxxz
store_uav_typed u4.xyzw, vThreadID.xyzz, r0.xyzw
store_uav_typed u5.xyzw, vThreadID.xxxx, r1.yyyy
resinfo_indexable(texture2darray)(sint,sint,sint,sint)_uint r0.x, l(0), u3.zxyw
resinfo_indexable(texture3d)(float,float,float,float)_uint r0.yzw, l(0), u4.wxyz
iadd r0.y, r0.z, r0.y
iadd r0.x, r0.x, r0.y
iadd r0.x, r0.w, r0.x
store_uav_typed u5.xyzw, vThreadID.zzzz, r0.xxxx
ret 

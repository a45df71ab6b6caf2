// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float3 CENTER0 : CENTER0;
    float SV_TessFactor1[3] : SV_TessFactor1;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
};
[domain("quad")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 16> input) {
    Output output;
    uint4 vicp[16][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    precise float4 r6 = 0;
    precise float4 r7 = 0;
    precise float4 r8 = 0;
    precise float4 r9 = 0;
    precise float4 r10 = 0;
    precise float4 r11 = 0;
    precise float4 r12 = 0;
    precise float4 r13 = 0;
    precise float4 r14 = 0;
    precise float4 r15 = 0;
    precise float4 r16 = 0;
    precise float4 r17 = 0;
    precise float4 r18 = 0;
    precise float4 r19 = 0;
    precise float4 r20 = 0;
    precise float4 r21 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].POSITION0);
    vicp[1][0].xyz = asuint(input[1].POSITION0);
    vicp[2][0].xyz = asuint(input[2].POSITION0);
    vicp[3][0].xyz = asuint(input[3].POSITION0);
    vicp[4][0].xyz = asuint(input[4].POSITION0);
    vicp[5][0].xyz = asuint(input[5].POSITION0);
    vicp[6][0].xyz = asuint(input[6].POSITION0);
    vicp[7][0].xyz = asuint(input[7].POSITION0);
    vicp[8][0].xyz = asuint(input[8].POSITION0);
    vicp[9][0].xyz = asuint(input[9].POSITION0);
    vicp[10][0].xyz = asuint(input[10].POSITION0);
    vicp[11][0].xyz = asuint(input[11].POSITION0);
    vicp[12][0].xyz = asuint(input[12].POSITION0);
    vicp[13][0].xyz = asuint(input[13].POSITION0);
    vicp[14][0].xyz = asuint(input[14].POSITION0);
    vicp[15][0].xyz = asuint(input[15].POSITION0);
    vpc[0].x = asuint(constants.SV_TessFactor0);
    vpc[0].yzw = asuint(constants.CENTER0);
    vpc[1].x = asuint(constants.SV_TessFactor1[0]);
    vpc[2].x = asuint(constants.SV_TessFactor1[1]);
    vpc[3].x = asuint(constants.SV_TessFactor1[2]);
    vpc[4].x = asuint(constants.SV_InsideTessFactor0[0]);
    vpc[5].x = asuint(constants.SV_InsideTessFactor0[1]);
    vDomain.xy = domain;
    r0.xy = (vDomain.xy * vDomain.xy) * vDomain.xy;
    r1.xyz = r0.xxx * asfloat(vicp[3][0].yzx);
    r0.zw = (-vDomain.xy) + float2(1.0f, 1.0f);
    r2.xyzw = r0.zzww * r0.zzww;
    r3.xy = r0.zw * r2.yw;
    r4.xyz = r3.xxx * asfloat(vicp[0][0].yzx);
    r3.zw = vDomain.xy * float2(3.0f, 3.0f);
    r5.xy = r2.yw * r3.zw;
    r3.zw = r3.zw * vDomain.xy;
    r6.xyz = r5.xxx * asfloat(vicp[1][0].yzx);
    r5.zw = r0.zw * r3.zw;
    r0.zw = r0.zw * vDomain.xy;
    r8.xyz = r5.zzz * asfloat(vicp[2][0].yzx);
    r9.xyz = r3.xxx * asfloat(vicp[4][0].yzx);
    r10.xyz = r5.xxx * asfloat(vicp[5][0].yzx);
    r11.xyz = r5.zzz * asfloat(vicp[6][0].yzx);
    r12.xyz = r0.xxx * asfloat(vicp[7][0].yzx);
    r13.xyz = r3.xxx * asfloat(vicp[8][0].yzx);
    r14.xyz = r5.xxx * asfloat(vicp[9][0].yzx);
    r15.xyz = r5.zzz * asfloat(vicp[10][0].yzx);
    r16.xyz = r0.xxx * asfloat(vicp[11][0].yzx);
    r17.xyz = r3.xxx * asfloat(vicp[12][0].yzx);
    r18.xyz = r5.xxx * asfloat(vicp[13][0].yzx);
    r19.xyz = r5.zzz * asfloat(vicp[14][0].yzx);
    r20.xyz = r0.xxx * asfloat(vicp[15][0].yzx);
    r7.xyz = mad(r20.zxy, r0.yyy, mad(r19.zxy, r0.yyy, mad(r18.zxy, r0.yyy, mad(r17.zxy, r0.yyy, mad(r16.zxy, r5.www, mad(r15.zxy, r5.www, mad(r14.zxy, r5.www, mad(r13.zxy, r5.www, mad(r12.zxy, r5.yyy, mad(r11.zxy, r5.yyy, mad(r10.zxy, r5.yyy, mad(r9.zxy, r5.yyy, mad(r1.zxy, r3.yyy, mad(r8.zxy, r3.yyy, mad(r4.zxy, r3.yyy, (r3.yyy * r6.zxy))))))))))))))));
    r7.xyz = mad(((-r7.xyz) + asfloat(vpc[0].yzw)), float3(0.001f, 0.001f, 0.001f), r7.xyz);
    r7.w = 1.0f;
    o0.x = dot(r7.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r7.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r7.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r7.xyzw, g_viewProj._m03_m13_m23_m33);
    r5.xz = r0.zw * float2(6.0f, 6.0f);
    r0.xz = mad(r0.zw, float2(6.0f, 6.0f), (-r3.zw));
    r2.yw = mad(r2.yw, float2(3.0f, 3.0f), (-r5.xz));
    r2.xz = r2.xz * float2(-3.0f, -3.0f);
    r7.xyz = mad((r2.xxx * asfloat(vicp[0][0].zxy)), r3.yyy, (r3.yyy * (r2.yyy * asfloat(vicp[1][0].zxy))));
    r7.xyz = mad((r0.xxx * asfloat(vicp[2][0].zxy)), r3.yyy, r7.xyz);
    r7.xyz = mad((r3.zzz * asfloat(vicp[3][0].zxy)), r3.yyy, r7.xyz);
    r7.xyz = mad((r2.xxx * asfloat(vicp[4][0].zxy)), r5.yyy, r7.xyz);
    r7.xyz = mad((r2.yyy * asfloat(vicp[5][0].zxy)), r5.yyy, r7.xyz);
    r7.xyz = mad((r0.xxx * asfloat(vicp[6][0].zxy)), r5.yyy, r7.xyz);
    r5.xyz = mad((r3.zzz * asfloat(vicp[7][0].zxy)), r5.yyy, r7.xyz);
    r5.xyz = mad((r2.xxx * asfloat(vicp[8][0].zxy)), r5.www, r5.xyz);
    r5.xyz = mad((r2.yyy * asfloat(vicp[9][0].zxy)), r5.www, r5.xyz);
    r5.xyz = mad((r0.xxx * asfloat(vicp[10][0].zxy)), r5.www, r5.xyz);
    r5.xyz = mad((r3.zzz * asfloat(vicp[11][0].zxy)), r5.www, r5.xyz);
    r5.xyz = mad((r2.xxx * asfloat(vicp[12][0].zxy)), r0.yyy, r5.xyz);
    r5.xyz = mad((r2.yyy * asfloat(vicp[13][0].zxy)), r0.yyy, r5.xyz);
    r0.xyw = mad((r3.zzz * asfloat(vicp[15][0].zxy)), r0.yyy, mad((r0.xxx * asfloat(vicp[14][0].zxy)), r0.yyy, r5.xyz));
    r1.xyz = mad(r20.xyz, r3.www, mad(r19.xyz, r3.www, mad(r18.xyz, r3.www, mad(r17.xyz, r3.www, mad(r16.xyz, r0.zzz, mad(r15.xyz, r0.zzz, mad(r14.xyz, r0.zzz, mad(r13.xyz, r0.zzz, mad(r12.xyz, r2.www, mad(r11.xyz, r2.www, mad(r10.xyz, r2.www, mad(r9.xyz, r2.www, mad(r1.xyz, r2.zzz, mad(r8.xyz, r2.zzz, mad(r4.xyz, r2.zzz, (r2.zzz * r6.xyz))))))))))))))));
    r0.xyz = mad(r0.wxy, r1.yzx, (-(r0.xyw * r1.xyz)));
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o1.xyz = r0.www * r0.xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        return output;
    }
}

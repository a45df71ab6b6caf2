// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Cull
// {
//
//   float4 g_planes[4];                // Offset:    0 Size:    64
//   float g_tess;                      // Offset:   64 Size:     4
//   float3 pad;                        // Offset:   68 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Cull                              cbuffer      NA          NA    0        1
//
cbuffer Cull : register(b0) {
    float4 g_planes[4] : packoffset(c0);
    float g_tess : packoffset(c4);
    float3 pad : packoffset(c4.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
static uint4 vicp[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void join0(uint vJoinInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    r0.xyz = vicp[0][0].xyz;
    r0.w = 0x3f800000u;
    r1.x = asuint(dot(asfloat(r0.xyzw), g_planes[1].xyzw));
    r2.xyz = vicp[1][0].xyz;
    r2.w = 0x3f800000u;
    r1.y = asuint(dot(asfloat(r2.xyzw), g_planes[1].xyzw));
    r3.xyz = vicp[2][0].xyz;
    r3.w = 0x3f800000u;
    r1.z = asuint(dot(asfloat(r3.xyzw), g_planes[1].xyzw));
    r1.xyz = (asfloat(r1.xyz) < float3(0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r1.x = asuint(asint(r1.y) & asint(r1.x));
    r1.x = asuint(asint(r1.z) & asint(r1.x));
    r4.x = asuint(dot(asfloat(r0.xyzw), g_planes[0].xyzw));
    r4.y = asuint(dot(asfloat(r2.xyzw), g_planes[0].xyzw));
    r4.z = asuint(dot(asfloat(r3.xyzw), g_planes[0].xyzw));
    r1.yzw = (asfloat(r4.xyz) < float3(0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r1.y = asuint(asint(r1.z) & asint(r1.y));
    r1.y = asuint(asint(r1.w) & asint(r1.y));
    r1.x = asuint(asint(r1.x) | asint(r1.y));
    r1.z = asuint(~asint(r1.y));
    r1.x = asuint(asint(r1.x) & asint(r1.z));
    r1.x = asuint(asint(r1.y) | asint(r1.x));
    r4.x = asuint(dot(asfloat(r0.xyzw), g_planes[2].xyzw));
    r0.x = asuint(dot(asfloat(r0.xyzw), g_planes[3].xyzw));
    r4.y = asuint(dot(asfloat(r2.xyzw), g_planes[2].xyzw));
    r0.y = asuint(dot(asfloat(r2.xyzw), g_planes[3].xyzw));
    r4.z = asuint(dot(asfloat(r3.xyzw), g_planes[2].xyzw));
    r0.z = asuint(dot(asfloat(r3.xyzw), g_planes[3].xyzw));
    r0.xyz = (asfloat(r0.xyz) < float3(0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r1.yzw = (asfloat(r4.xyz) < float3(0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r0.w = asuint(asint(r1.z) & asint(r1.y));
    r0.w = asuint(asint(r1.w) & asint(r0.w));
    r0.w = asuint(asint(r0.w) | asint(r1.x));
    r0.x = asuint(asint(r0.y) & asint(r0.x));
    r0.x = asuint(asint(r0.z) & asint(r0.x));
    r0.x = asuint(asint(r0.x) | asint(r0.w));
    r0.x = (r0.x != 0u) ? 0x00000000u : asuint(g_tess);
    vpc[0].x = r0.x;
    vpc[1].x = r0.x;
    vpc[2].x = r0.x;
    vpc[3].x = r0.x;
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[2][0].xyz = asuint(ip[2].POSITION0);
    vicp[0][1].xyz = asuint(ip[0].NORMAL0);
    vicp[1][1].xyz = asuint(ip[1].NORMAL0);
    vicp[2][1].xyz = asuint(ip[2].NORMAL0);
    join0(0u);
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    return output;
}
[domain("tri")]
[partitioning("pow2")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[2][0].xyz = asuint(input[2].POSITION0);
    vin[0][1].xyz = asuint(input[0].NORMAL0);
    vin[1][1].xyz = asuint(input[1].NORMAL0);
    vin[2][1].xyz = asuint(input[2].NORMAL0);
    r0.x = vOutputControlPointID;
    o0.xyz = vin[r0.x][0].xyz;
    r0.y = asuint(dot(asfloat(vin[r0.x][1].xyz), asfloat(vin[r0.x][1].xyz)));
    r0.y = asuint(rsqrt(asfloat(r0.y)));
    o1.xyz = asuint(asfloat(r0.yyy) * asfloat(vin[r0.x][1].xyz));
    {
        output.POSITION0 = asfloat(o0.xyz);
        output.NORMAL0 = asfloat(o1.xyz);
        return output;
    }
}

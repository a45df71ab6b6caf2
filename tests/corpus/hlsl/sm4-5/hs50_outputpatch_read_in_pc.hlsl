// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer K
// {
//
//   float4x4 g_vp;                     // Offset:    0 Size:    64
//   float g_pixelsPerEdge;             // Offset:   64 Size:     4
//   float3 pad;                        // Offset:   68 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// K                                 cbuffer      NA          NA    0        1
//
cbuffer K : register(b0) {
    column_major float4x4 g_vp : packoffset(c0);
    float g_pixelsPerEdge : packoffset(c4);
    float3 pad : packoffset(c4.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float4 CLIPPOS0 : CLIPPOS0;
    float3 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
static precise uint4 vocp[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.xy = asuint(asint(vForkInstanceID.xx) + int2(1, 2));
    {
        uint2 p0 = r0.xy % uint2(0x00000003u, 0x00000003u);
        r0.xy = p0;
    }
    r0.xz = asuint(asfloat(vocp[r0.x][0].xy) / asfloat(vocp[r0.x][0].ww));
    r0.yw = asuint(asfloat(vocp[r0.y][0].xy) / asfloat(vocp[r0.y][0].ww));
    r0.xy = asuint((-asfloat(r0.yw)) + asfloat(r0.xz));
    r0.x = asuint(dot(asfloat(r0.xy), asfloat(r0.xy)));
    r0.x = asuint(sqrt(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) * g_pixelsPerEdge);
    r0.x = asuint(max(asfloat(r0.x), 1.0f));
    r0.x = asuint(min(asfloat(r0.x), 64.0f));
    r0.y = vForkInstanceID.x;
    vpc[r0.y].x = r0.x;
    return;
}
void join1(uint vJoinInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(max(asfloat(vpc[1].x), asfloat(vpc[2].x)));
    vpc[3].x = asuint(max(asfloat(r0.x), asfloat(vpc[0].x)));
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    vocp[0][0].xyzw = asuint(op[0].CLIPPOS0);
    vocp[1][0].xyzw = asuint(op[1].CLIPPOS0);
    vocp[2][0].xyzw = asuint(op[2].CLIPPOS0);
    vocp[0][1].xyz = asuint(op[0].POSITION0);
    vocp[1][1].xyz = asuint(op[1].POSITION0);
    vocp[2][1].xyz = asuint(op[2].POSITION0);
    for (uint i0 = 0u; i0 < 3u; i0++) { fork0(i0); }
    join1(0u);
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    return output;
}
[domain("tri")]
[partitioning("fractional_even")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[2][0].xyz = asuint(input[2].POSITION0);
    r0.x = vOutputControlPointID;
    r1.xyz = vin[r0.x][0].xyz;
    o1.xyz = vin[r0.x][0].xyz;
    r1.w = 0x3f800000u;
    o0.x = asuint(dot(asfloat(r1.xyzw), g_vp._m00_m10_m20_m30));
    o0.y = asuint(dot(asfloat(r1.xyzw), g_vp._m01_m11_m21_m31));
    o0.z = asuint(dot(asfloat(r1.xyzw), g_vp._m02_m12_m22_m32));
    o0.w = asuint(dot(asfloat(r1.xyzw), g_vp._m03_m13_m23_m33));
    {
        output.CLIPPOS0 = asfloat(o0.xyzw);
        output.POSITION0 = asfloat(o1.xyz);
        return output;
    }
}

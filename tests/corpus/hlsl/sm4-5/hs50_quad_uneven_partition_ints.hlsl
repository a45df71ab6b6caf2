// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_patchFactors                    texture  float4         buf    0        1
//
Buffer<float4> g_patchFactors : register(t0);
struct Input {
    float3 POSITION0 : POSITION0;
    uint VERTID0 : VERTID0;
};
struct Output {
    float3 POSITION0 : POSITION0;
    uint VERTID0 : VERTID0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    uint PATCHFLAGS0 : PATCHFLAGS0;
    float SV_TessFactor1[3] : SV_TessFactor1;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
static uint4 vicp[4][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint vPrim;
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint((g_patchFactors.Load(asint(vPrim))).x);
    vpc[0].x = r0.x;
    return;
}
void fork1(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint((g_patchFactors.Load(asint(vPrim))).y);
    vpc[1].x = r0.x;
    return;
}
void fork2(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint((g_patchFactors.Load(asint(vPrim))).z);
    vpc[2].x = r0.x;
    return;
}
void fork3(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint((g_patchFactors.Load(asint(vPrim))).w);
    vpc[3].x = r0.x;
    return;
}
void fork4(uint vForkInstanceID) {
    vpc[0].y = asuint(asint(vicp[3][1].x) ^ asint(vicp[0][1].x));
    return;
}
void join5(uint vJoinInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vJoinInstanceID.x;
    r0.y = asuint(max(asfloat(vpc[r0.x].x), asfloat(vpc[r0.x + 2].x)));
    vpc[r0.x + 4].x = r0.y;
    return;
}
Patch patch_constants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op, uint vPrim_in : SV_PrimitiveID) {
    vPrim = vPrim_in;
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[2][0].xyz = asuint(ip[2].POSITION0);
    vicp[3][0].xyz = asuint(ip[3].POSITION0);
    vicp[0][1].x = ip[0].VERTID0;
    vicp[1][1].x = ip[1].VERTID0;
    vicp[2][1].x = ip[2].VERTID0;
    vicp[3][1].x = ip[3].VERTID0;
    fork0(0u);
    fork1(0u);
    fork2(0u);
    fork3(0u);
    fork4(0u);
    for (uint i5 = 0u; i5 < 2u; i5++) { join5(i5); }
    Patch output;
    output.SV_TessFactor0 = asfloat(vpc[0].x);
    output.PATCHFLAGS0 = vpc[0].y;
    output.SV_TessFactor1[0] = asfloat(vpc[1].x);
    output.SV_TessFactor1[1] = asfloat(vpc[2].x);
    output.SV_TessFactor1[2] = asfloat(vpc[3].x);
    output.SV_InsideTessFactor0[0] = asfloat(vpc[4].x);
    output.SV_InsideTessFactor0[1] = asfloat(vpc[5].x);
    return output;
}
[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 4> input, uint vOutputControlPointID : SV_OutputControlPointID, uint vPrim_in : SV_PrimitiveID) {
    Output output;
    uint4 vin[4][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    vPrim = vPrim_in;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[2][0].xyz = asuint(input[2].POSITION0);
    vin[3][0].xyz = asuint(input[3].POSITION0);
    vin[0][1].x = input[0].VERTID0;
    vin[1][1].x = input[1].VERTID0;
    vin[2][1].x = input[2].VERTID0;
    vin[3][1].x = input[3].VERTID0;
    r0.x = asuint(-asint(vOutputControlPointID));
    o0.xyz = vin[r0.x + 3][0].xyz;
    o1.x = vin[r0.x + 3][1].x;
    {
        output.POSITION0 = asfloat(o0.xyz);
        output.VERTID0 = o1.x;
        return output;
    }
}

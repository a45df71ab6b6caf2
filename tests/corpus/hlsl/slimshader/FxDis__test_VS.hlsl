// Decompiled by dxsm from vs_5_0 code.
struct Input {
    uint SV_InstanceID0 : SV_InstanceID0;
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    precise float4 o0 = 0;
    v0.x = input.SV_InstanceID0;
    v1.x = input.SV_VertexID0;
    o0.x = (float)v0.x;
    o0.y = (float)v1.x;
    o0.zw = float2(1.0f, 1.0f);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}

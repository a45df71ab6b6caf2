// Decompiled by dxsm from vs_1_1 code.
float4 c[96] : register(c0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : BLENDWEIGHT0;
    float4 v2 : BLENDINDICES0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    float4 a0 = 0;
    a0.x = trunc(v2.x) + ((abs(v2.x - trunc(v2.x)) >= 0.5) ? sign(v2.x) : 0.0);
    oPos.x = dot(v0.xyzw, c[a0.x + 10].xyzw);
    oPos.y = dot(v0.xyzw, c[a0.x + 11].xyzw);
    oPos.z = dot(v0.xyzw, c[a0.x + 12].xyzw);
    oPos.w = dot(v0.xyzw, c[a0.x + 13].xyzw);
    oD0.xyzw = v1.xyzw * c[95].xyzw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}

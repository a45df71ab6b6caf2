// Reads a texture coordinate (which vs_color does not write).
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
    return float4(uv, 0, 1);
}

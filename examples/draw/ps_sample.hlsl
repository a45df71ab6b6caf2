// The colour at each sample: the shader runs once per sample.
float4 main(float4 pos : SV_Position, sample float4 col : COLOR0) : SV_Target {
    return col;
}

module hidden_0047_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       run,
    input  wire [1:0] din,
    output wire [1:0] dout
);
    reg [2:0] phase;
    reg [1:0] sample;
    reg [2:0] phase_next;
    reg [1:0] sample_next;

    always @* begin
        if (run && phase == 3'd4)
            phase_next = 3'd0;
        else if (run)
            phase_next = phase + 3'd1;
        else
            phase_next = phase;
    end

    always @* begin
        if (run && phase == 3'd4)
            sample_next = {din[1], sample[0]};
        else
            sample_next = sample;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
            sample <= 2'd0;
        end else begin
            phase <= phase_next;
            sample <= sample_next;
        end
    end

    assign dout = sample;
endmodule

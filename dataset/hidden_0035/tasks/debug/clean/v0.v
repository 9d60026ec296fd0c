module hidden_0035_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    output wire allow
);
    reg [2:0] phase;
    reg [2:0] tokens;
    reg [2:0] phase_next;
    reg [2:0] tokens_next;

    always @* begin
        if (phase == 3'd0)
            phase_next = 3'd3;
        else if (phase != 3'd0)
            phase_next = phase - 3'd1;
        else
            phase_next = phase;
    end

    always @* begin
        if (req && tokens != 3'd0 && phase != 3'd0)
            tokens_next = tokens - 3'd1;
        else if (phase == 3'd0 && !(req && tokens != 3'd0) && tokens < 3'd3)
            tokens_next = tokens + 3'd1;
        else
            tokens_next = tokens;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd3;
            tokens <= 3'd3;
        end else begin
            phase <= phase_next;
            tokens <= tokens_next;
        end
    end

    assign allow = tokens != 3'd0;
endmodule

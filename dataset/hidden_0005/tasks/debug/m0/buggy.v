module hidden_0005_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire sync,
    output wire ce
);
    reg [2:0] phase;
    reg [2:0] phase_next;

    always @* begin
        if (sync)
            phase_next = 3'd0;
        else if (en && phase == 3'd5)
            phase_next = 3'd0;
        else if (en)
            phase_next = phase + 3'd1;
        else
            phase_next = phase;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
        end else begin
            phase <= phase_next;
        end
    end

    assign ce = en && phase == 3'd4;
endmodule

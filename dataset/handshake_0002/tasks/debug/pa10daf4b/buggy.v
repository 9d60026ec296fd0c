module handshake_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] min_gap,
    output reg  [1:0] gap,
    output reg        ready,
    output reg        fire
);

    always @(posedge clk) begin
        if (rst) begin
            gap <= 2'd0;
        end else begin
            if (valid && gap == 2'd0)
                gap <= min_gap;
            else if (gap != 2'd0)
                begin gap <= gap - 2'd1; gap <= 2'd0; end
        end
    end

    always @* begin
        ready = gap == 2'd0;
        fire = valid && gap == 2'd0;
    end
endmodule

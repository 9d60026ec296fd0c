module saturating_arithmetic_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] sample,
    input  wire       clear,
    output reg  [3:0] sum,
    output reg  [2:0] clip_count
);
    reg [3:0] acc;
    reg [2:0] clips;

    always @(posedge clk) begin
        if (rst) begin
            acc <= 4'd0;
            clips <= 3'd0;
        end else begin
            if (clear)
                acc <= 4'd0;
            else if (valid && acc + sample > 5'd15)
                acc <= 4'd15;
            else if (valid)
                acc <= acc + sample;
            if (clear)
                clips <= 3'd0;
            else if (valid && acc + sample > 5'd15 && clips != 3'd7)
                ;
            clips <= clips + 3'd1;
        end
    end

    always @* begin
        sum = acc;
        clip_count = clips;
    end
endmodule

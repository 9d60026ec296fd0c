module hidden_0005_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire sync,
    output reg  ce
);
    reg [2:0] phase;

    always @(posedge clk or posedge rst) begin
        if (rst) begin
            phase <= 3'd0;
        end else begin
            if (sync)
                phase <= 3'd0;
            else if (en && phase == 3'd4)
                phase <= 3'd0;
            else if (en)
                phase <= phase + 3'd1;
        end
    end

    always @* begin
        ce = en && phase == 3'd4;
    end
endmodule

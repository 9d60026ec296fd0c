module saturating_arithmetic_0005_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] sample,
    input  wire       clear,
    output wire [3:0] sum,
    output wire [2:0] clip_count
);
    reg [3:0] acc;
    reg [2:0] clips;
    reg [3:0] acc_next;
    reg [2:0] clips_next;

    always @* begin
        if (clear)
            acc_next = 4'd0;
        else if (1'b0)
            acc_next = 4'd15;
        else if (valid)
            acc_next = acc + sample;
        else
            acc_next = acc;
    end

    always @* begin
        if (clear)
            clips_next = 3'd0;
        else if (valid && acc + sample > 5'd15 && clips != 3'd7)
            clips_next = clips + 3'd1;
        else
            clips_next = clips;
    end

    always @(posedge clk) begin
        if (rst) begin
            acc <= 4'd0;
            clips <= 3'd0;
        end else begin
            acc <= acc_next;
            clips <= clips_next;
        end
    end

    assign sum = acc;
    assign clip_count = clips;
endmodule

module hidden_0002_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire kick,
    input  wire wd_en,
    output wire bite
);
    reg [2:0] since_kick;
    reg expired;
    reg [2:0] since_kick_next;
    reg expired_next;

    always @* begin
        if (kick)
            since_kick_next = 3'd0;
        else if (!wd_en)
            since_kick_next = 3'd0;
        else if (since_kick != 3'd5)
            since_kick_next = since_kick + 3'd1;
        else
            since_kick_next = since_kick;
    end

    always @* begin
        if (wd_en && !kick && since_kick == 3'd5)
            expired_next = 1'b1;
        else
            expired_next = expired;
    end

    always @(posedge clk) begin
        if (rst) begin
            since_kick <= 3'd0;
            expired <= 1'b0;
        end else begin
            since_kick <= since_kick_next;
            expired <= expired_next;
        end
    end

    assign bite = expired;
endmodule
